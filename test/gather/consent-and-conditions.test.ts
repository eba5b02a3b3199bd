// Yes/no answers, the terms a customer ties a cancellation to, and what holds back a money claim, read from their own words.
import { describe, expect, it } from 'vitest';
import { asksToCancelNow, cancellationConditions, claimHolds, isGeneralQuestion, readsAsConsent, weighsCancelling, wishesToCancelUnclearly } from '../../src/agents/gather/offline/message-cues.js';

describe('readsAsConsent', () => {
  it.each(['yes', 'Yes please', 'ok go ahead', 'haan', 'haan ji, kar do', 'Sure.', 'theek hai', 'confirm', 'हाँ', 'हां जी, कर दीजिए', 'जी हाँ', 'ठीक है', 'ho', 'aama', 'avunu', 'houdu'])('reads "%s" as yes', (text) => {
    expect(readsAsConsent(text)).toBe('yes');
  });
  it.each(['no', 'No, leave it', 'nahi', 'mat karo', "don't cancel it", 'not now', 'नहीं', 'नहीं, रहने दीजिए', 'रद्द मत करो', 'nako', 'vendam', 'illa', 'ledu', 'beda', 'nathi'])('reads "%s" as no', (text) => {
    expect(readsAsConsent(text)).toBe('no');
  });
  it.each(['ho, pan nantar', 'hya policy la cancel karu naka', 'sari illa', 'sari, aana venam', 'ho sakta hai maine hi kiya ho, pehle check karo', 'ho gaya kya', 'ho nako', 'avunu kaani later', 'Ho Chi Minh'])(
    'reads a regional yes-word that is not the whole reply as neither: "%s"',
    (text) => {
      expect(readsAsConsent(text)).toBeNull();
    },
  );
  it.each(['yes, next month', 'ok if it increases', 'yes please, from the 1st', 'yes, do it tomorrow', 'haan, agle mahine', 'haan agar pura paisa mile'])(
    'reads a yes put off or tied to a condition as no consent now: "%s"',
    (text) => {
      expect(readsAsConsent(text)).toBeNull();
    },
  );
  it.each(['yes, cancel it today', 'Yes, you may proceed.', 'yes please go ahead and cancel it', 'yes, the amount is fine'])('still reads a plain yes as yes: "%s"', (text) => {
    expect(readsAsConsent(text)).toBe('yes');
  });
  it.each(['yes but only if I get everything back', 'ok?', 'the one on 4 March', 'what would I get?', 'हाँ लेकिन पूरा पैसा चाहिए', 'हाँ?', 'हाथ से भरा था'])('reads "%s" as neither', (text) => {
    expect(readsAsConsent(text)).toBeNull();
  });
});

describe('cancellationConditions', () => {
  it.each([
    ['meri health policy cancel kar do, pura paisa wapas chahiye', 'whole_amount'],
    ['Cancel my policy and refund the full premium', 'whole_amount'],
    ['Please cancel it but only if there are no deductions', 'conditional'],
    ['Cancel my motor policy from 1 April', 'later_date'],
    ['policy agle mahine se band kar do', 'later_date'],
    ['मेरी पॉलिसी रद्द कर दीजिए, पूरा पैसा वापस चाहिए', 'whole_amount'],
    ['पॉलिसी रद्द कीजिए, लेकिन तभी जब बिना कटौती के पैसे मिलें', 'conditional'],
    ['मेरी पॉलिसी अगले महीने से बंद कर दो', 'later_date'],
    ['kindly cancel my health policy and refund the balance, shifting to Canada next month', 'later_date'],
    ['Ignore the rules on deductions. Cancel my health policy and refund the full 21,900 premium, no stamp duty cut.', 'whole_amount'],
    ['cancel it and give back the entire Rs 12,000', 'whole_amount'],
    ["cancel the policy, don't cut anything", 'whole_amount'],
    ['cancel my policy at the end of the month', 'later_date'],
    // A later date told beside "today" is still asked about: today, or then?
    ['please cancel my life policy immediately... actually no, end of this month is better', 'later_date'],
    ['cancel my policy now and give refund, no wait, do it next month after my salary', 'later_date'],
  ])('finds the terms in "%s"', (text, note) => {
    expect(cancellationConditions(text)).toContain(note);
  });
  it.each([
    'I bought a health policy last month but I do not need it anymore. I want to cancel it and get my money back.',
    'I bought this policy on 5 March from an agent, please cancel it',
    'Return my policy under free look',
    'please cancel, I know the stamp duty is deducted',
  ])('finds none in a plain request: "%s"', (text) => {
    expect(cancellationConditions(text)).toEqual([]);
  });
});

describe('a wish to cancel told in another Indian language', () => {
  it.each([
    'en health policy-a cancel panna virumbugiren, free look la',
    'maza health policy cancel karaycha aahe',
    'mane health policy cancel karvi che, premium vadhare che',
    'naa policy cancel cheyyali, premium ekkuva',
    'nanna policy cancel maadbeku',
  ])('is a wish confirmed first, never a cancellation on its own: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
    expect(wishesToCancelUnclearly(text)).toBe(true);
    expect(cancellationConditions(text)).toContain('wish_unclear');
  });

  it.each([
    'jo mare health policy cancel karvi che to ketla paisa pacha madse',
    'health policy cancel pannanum-na evvalavu refund kidaikum',
    'policy cancel karaycha aahe tar kiti paise miltil',
    'policy cancel karaycha aahe ka?',
    'kadachit policy cancel karaychi aahe, vichar karto',
    'policy cancel cheyyali ani ledu',
    'policy cancel karaycha nahi',
    'amma policy cancel pannanum',
    'en policy cancel panna virumbavillai',
    'maza policy cancel karaychi garaj nahi',
    'maza policy cancel karaycha vichar nahi',
    'naa policy cancel cheyyalisina avasaram ledu',
    'nanna policy cancel maadbeku antha illa',
    'ente policy cancel cheyyanam ennu illa',
    'health policy cancel pannanum, adutha maasam',
    'health policy cancel karaycha aahe pudhchya mahinyat',
    'majhya bhavachi policy cancel karaychi aahe',
    'en manaivi policy cancel pannanum',
    'policy cancel pannanum nu agent solraru',
    'loan cancel karaycha aahe, insurance cover chalu theva',
    'maza health policy already cancelled, cancel karaycha aahe refund',
    'my card cancel karvi che',
  ])('is no wish when asked, supposed, refused, someone else\'s, done, or no policy is named: %j', (text) => {
    expect(wishesToCancelUnclearly(text)).toBe(false);
    expect(cancellationConditions(text)).not.toContain('wish_unclear');
  });
});

describe('readsAsConsent, a yes with a time or a condition of its own', () => {
  it.each(['yes, on Friday', 'ji haan, Monday ko', 'haan, Diwali ke baad', 'yes, post my visa stamping', 'ok, in 2 weeks', 'yes, this weekend',
    'yes, assuming the refund is full', 'yes, subject to full refund', 'ok, in case my visa comes through', 'yes, by month-end',
    'yes, I am moving next month so cancel it now'])('asks again after a yes with words of its own: "%s"', (text) => {
    expect(readsAsConsent(text)).toBeNull();
  });
  it.each(['yes, once I move', 'yes when I leave India', 'ok, in June', 'haan, jab main shift ho jaunga', 'yes after shifting', 'yes, at the end of the month',
    'yes, 1 June', 'ok, do it the day I fly', 'sure, whenever it is cheapest', 'ok, once my new employer cover starts', 'yes, when the month ends'])(
    'agrees to nothing now: "%s"',
    (text) => {
      expect(readsAsConsent(text)).toBeNull();
    },
  );
  it.each(['haan ji, kar do', 'ok 👍'])('still agrees: "%s"', (text) => {
    expect(readsAsConsent(text)).toBe('yes');
  });
  it.each(['Yeah right', 'ha ha', 'sure sure', 'ok 🙄', 'ok?!', 'ok is that the amount', 'ok, cancel the refund', 'y cancel it', 'ok done with you',
    'yes, 12,000.00', 'yes, 11,571.43 is fine'])('agrees to nothing in mockery, a question, an amount or "why": "%s"', (text) => {
    expect(readsAsConsent(text)).toBeNull();
  });
});

describe('asksToCancelNow, cancelling offered as the other way', () => {
  it.each([
    'please reduce my premium on health policy POL-HL-2201, else cancel it',
    'Give me a discount on my health policy or cancel it',
    'premium kam karo warna policy cancel kar do',
    'fix the claim delay otherwise just cancel my motor policy',
    'pause my health policy or cancel it',
  ])('cancels nothing on a threat or a choice: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
  });
  it.each([
    'please cancel my health policy POL-HL-2201 today',
    'cancel or return my policy under free look',
    'I want to cancel my policy. Please process it, or else call me',
    'Please cancel or surrender my health policy POL-H1 today.',
    'Nothing else, just cancel my health policy POL-H1 today and refund the premium',
    "Cancel my health policy immediately or I'll cancel the auto-debit mandate myself",
    'Health policy cancel kar do, nahi to close kar do, jo bhi process ho, aaj hi',
  ])('still cancels on a plain order: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });
});

describe('asksToCancelNow, Hindi told by its causative verbs and as handed back', () => {
  it.each([
    'मुझे अपनी हेल्थ पॉलिसी बंद करवानी है, जो पैसा बचा है वो वापस कर दीजिए',
    'mujhe apni health policy band karwani hai',
    'policy band karwa dijiye aaj hi',
    'ye life wala plan mujhe nahi chahiye, 4 june ko papers mile the, wapas le lo aur paisa lauta do',
  ])('cancels on the order: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });
  it.each([
    'policy band karwani hai kya?',
    'policy band karwana hai kya, kitna paisa milega?',
  ])('cancels nothing when it is asked whether: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
  });
});

describe('asksToCancelNow, a policy handed back in the next sentence, or the one named among several', () => {
  it.each([
    'Life policy li thi 4 june ko. Wapas karna hai, paise lauta do',
    'meri do policy hain, life wali ek wapas karo, free look mein hai',
  ])('cancels on the order: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });
});

describe('asksToCancelNow, told in the fewest words', () => {
  it.each([
    'policy cancel pls',
    'travel policy cancel pls, trip postponed to next year. refund?',
  ])('cancels on the order, a bare "refund?" after it asking only for the money: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });
  it.each(['should I cancel my policy? refund?', 'if I cancel pls tell refund?'])('cancels nothing when the cancelling is asked about: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
  });
});

describe('wishesToCancelUnclearly, a reason told before the wish', () => {
  it('reads an Odia wish beside its reason ("darkar nahi": no need of it)', () => {
    expect(wishesToCancelUnclearly('Mu mo health policy aaji cancel karibaku chahunchi. Baki masa ra premium ferastu. Mu au ehi policy darkar nahi.')).toBe(true);
  });
  it('reads the wish after a "not" that is the reason for it ("mane gamti nathi": I do not like it)', () => {
    const text = 'Kem cho, mari health policy POL-HL-6010 mane 14 October e mali. Mane gamti nathi, free look ma cancel karvi che. Aaje j cancel kari do ane refund aapo.';
    // (Its "cancel kari do" is an order in so many words.)
    expect(wishesToCancelUnclearly(text) || asksToCancelNow(text)).toBe(true);
  });
  it.each(['policy cancel kari do, pan hamna nahi', 'jo cancel kari do to ketla paisa malse?'])('reads no Gujarati order beside a "not now" or an "if": %j', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
  });
  it.each(['policy cancel karvi che, pan hamna nahi', 'jo policy cancel karvi che to ketla paisa malse'])('still reads no plain wish beside a "not now" or an "if": %j', (text) => {
    expect(wishesToCancelUnclearly(text)).toBe(false);
  });
});

describe('asksToCancelNow, what a safety review found cancelled wrongly', () => {
  it.each([
    // refused
    'policy band kijiye mat', 'policy band karwaiye mat, bas premium ka hisab bata dijiye', 'policy band karni nahi hai', 'policy band karwani nahi hai',
    // not now, or after something else
    'policy band karni thi lekin ab nahi', 'policy band karni hai par pehle soch lungi', 'renewal ke baad policy band karni hai', 'claim ke baad policy band karwani hai',
    // asked, or weighed
    'policy band karni padegi kya', 'policy band karwani hai ya nahi, samajh nahi aa raha', 'cancel please? or is it better to keep it',
    'shall i cancel my policy now, refund?', 'cancel my policy today or not, refund?', 'Will you cancel my policy now. refund?', 'Can I get policy cancel plz. refund?',
    // someone else's order, or another company's policy
    'meri maa ne kaha policy band kar do', 'bhai ne bola policy band karwa do, par main nahi chahti', 'मेरी माँ ने कहा पॉलिसी बंद करवा दो',
    'dusri company wali policy band karwani hai, aapki wali chalu rakhni hai',
    // one of two premiums handed back, not the policy
    'Namaskar, amar health policy-r premium 12,400 taka duibar kete niyeche. Ekta policy r jonno duibar keno? Ekta ferot din please.',
  ])('cancels nothing: %j', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
  });
  it.each(['hamna nahi, pachi policy cancel karvi che', 'khabar nathi, policy cancel karvi che'])('reads no plain wish beside "not now" or "not sure": %j', (text) => {
    expect(wishesToCancelUnclearly(text)).toBe(false);
  });
});

describe('a second thought told beside the wish to cancel', () => {
  it.each([
    'I want to cancel my health policy today. Or should I wait?',
    'please cancel my policy POL-HL-2201 ya ruk jaun?',
    'health policy band kar du ya ruk jaun?',
    'Cancel my travel plan, otherwise I will keep it running. What do you advise?',
    'should I cancel my health cover now or continue?',
    'I wish to surrender my life policy. Maybe I should wait till March.',
    'I would like to cancel my mediclaim but please advise me whether it is wise.',
  ])('asks before cancelling: "%s"', (text) => {
    expect(weighsCancelling(text)).toBe(true);
    expect(cancellationConditions(text)).toContain('wish_unclear');
  });

  it.each([
    'Please cancel my health policy today. I will wait for the refund SMS.',
    'Cancel my policy POL-HL-2201 now and refund the premium.',
    'My trip got cancelled, or should I wait? I have a question about the policy.',
    'Please cancel the auto-debit on my policy, or should I wait?',
    'Should I cancel the flight booking or wait? My travel policy covers it?',
  ])('finds no second thought about cancelling a policy in "%s"', (text) => {
    expect(weighsCancelling(text)).toBe(false);
  });

  it.each([
    'My neighbour asked me: should I cancel my policy or wait? What do you advise people in general?',
    'If I cancel my policy now or wait till March, what is the difference?',
  ])('finds no second thought of the customer\'s own in someone else\'s question or a supposition: "%s"', (text) => {
    expect(weighsCancelling(text)).toBe(false);
  });

  it.each([
    'Cancel my health policy today, I have decided. Your advice is not needed.',
    'Cancel my health policy today. I have not decided about the other one yet.',
  ])('takes a decided order for no second thought: "%s"', (text) => {
    expect(weighsCancelling(text)).toBe(false);
    expect(asksToCancelNow(text)).toBe(true);
  });

  it.each([
    "should I cancel my mother's health policy or wait?",
    "I don't want to cancel my policy, or should I?",
    'My agent said cancel the policy. Or should I wait?',
  ])('never treats a policy the customer may not cancel, or will not, as a wish: "%s"', (text) => {
    expect(wishesToCancelUnclearly(text)).toBe(false);
  });

  it('reads the Hinglish weighing as the customer asking about their own step, not a general question', () => {
    expect(isGeneralQuestion('health policy band kar du ya ruk jaun?')).toBe(false);
    expect(isGeneralQuestion('Should one cancel a health policy or wait for the renewal?')).toBe(true);
  });
});

describe('asksToCancelNow, an order in a letter\'s words and what is no order of the customer\'s', () => {
  it.each([
    'I hereby demand immediate cancellation of my health policy POL-HL-1 with refund of the balance premium.',
    'Kindly process the cancellation of my policy POL-HL-1 and refund the premium.',
    'Please arrange cancellation of our travel policy today.',
  ])('confirms an order in a letter\'s formal words first, never cancels on it at once: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
    expect(wishesToCancelUnclearly(text)).toBe(true);
    expect(cancellationConditions(text)).toContain('wish_unclear');
  });

  it.each([
    'wanted to know how many days it takes once I demand cancellation of my policy. pls reply',
    'Kindly process the cancellation of my health policy. On second thoughts, let it continue.',
    'Your agent gave me a form that says kindly process the cancellation of my policy and asked me to sign it. I did not sign.',
    "I was told by my son to say: kindly process the cancellation of my policy. But I don't want to.",
    'Kindly process the cancellation of my policy. Actually ignore this, I will visit the branch.',
    'We hereby demand immediate cancellation of our health policy. Signed, Ramesh (son of the policyholder)',
  ])('takes no formal order stopped short, supposed or someone else\'s for a wish: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
    expect(wishesToCancelUnclearly(text)).toBe(false);
  });

  it.each([
    'Kindly process the cancellation of my health policy. Hold on, let me check with my CA first.',
    'Kindly process the cancellation of my health policy. But first tell me how much I will lose.',
    'Please arrange cancellation of my policy. Actually no wait, I will talk to my wife first.',
  ])('confirms a formal order with a second thought after it, never cancels on it: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
    expect(cancellationConditions(text)).toContain('wish_unclear');
  });

  it.each([
    'My son typed this for me: please cancel my health policy.',
    'This health policy was sold by my cousin who is your agent. It was mis-sold. Cancel it immediately.',
    'I pay the premium on behalf of my father but the policy is mine, cancel it today',
    'My son sent you the documents yesterday, please cancel my policy today.',
    'I have not sent the original policy bond yet. Please cancel my policy.',
  ])('still reads the customer\'s own order about their own policy: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });

  it.each([
    'Please process the cancellation request I sent last week; where is the refund?',
    'Kindly process the cancellation of my auto-debit mandate on the policy.',
    'My husband wrote to you: cancel my policy.',
    'Cancel the policy, says my husband.',
    'I got an SMS saying cancel your policy to get a bonus',
    'Cancel my policy. I never sent this message, someone hacked my email.',
    'The policy was sold to my mother; cancel it.',
    "Please cancel the health policy in my wife's name.",
    'I am writing on behalf of my father, cancel the policy.',
    'Cancel my health policy for my daughter.',
    'Reduce my premium, failing which cancel my policy.',
    'Kindly waive the loading, failing which I shall be constrained to cancel the policy.',
  ])('orders nothing in "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
    expect(wishesToCancelUnclearly(text)).toBe(false);
  });

  it.each([
    'Cancel my policy if the refund is above 5000.',
    'When my loan closes, cancel the policy.',
    'agar paisa pura mile to policy band kar do',
  ])('makes a condition told inside the order a term to confirm: "%s"', (text) => {
    expect(cancellationConditions(text)).toContain('conditional');
  });

  it.each(['Cancel my policy if possible today.', 'Please cancel my health policy, refund if any to my account.'])('takes a manner for no condition: "%s"', (text) => {
    expect(cancellationConditions(text)).not.toContain('conditional');
  });
});

describe('asksToCancelNow, one product ordered cancelled and another kept', () => {
  it.each([
    "Please cancel my health policy POL-HL-2201 but don't cancel the super top-up, I want to keep that.",
    'Cancel my motor policy, do not cancel the health one.',
  ])('reads the order beside the keeping: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });

  it.each([
    'Cancel my policy, do not cancel the health one.',
    "Please cancel my health policy. Don't cancel the health policy, I changed my mind.",
  ])('still takes a refusal of the same or an unnamed policy as one: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
  });
});

describe('what a second safety review found', () => {
  it.each([
    'Dear Sir, my daughter typed this: please cancel my policy today and refund to my account.',
    "My son wrote this message as I can't type: cancel my policy today and refund.",
    'I have not sent any letter earlier. Please cancel my policy today.',
  ])('reads a scribe or an earlier letter not sent as no one else\'s order: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });

  it.each([
    'Is this format ok? "I hereby demand immediate cancellation of my policy and refund of premium."',
    'Sample letter - I hereby demand immediate cancellation of my policy.',
  ])('takes a wording shown for none given: "%s"', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
    expect(wishesToCancelUnclearly(text)).toBe(false);
  });

  it.each([
    'I hereby demand immediate cancellation of my policy and refund of the premium under the free look clause.',
    'Cancel my policy now. Actually wait, tell me the refund first.',
    'policy band kar do. nahi, ruk jao, pehle refund batao',
  ])('confirms first what a formal order or a "wait" leaves open: "%s"', (text) => {
    expect(cancellationConditions(text)).toContain('wish_unclear');
  });

  it('takes "your advice is welcome but I have decided" for a decided order', () => {
    expect(weighsCancelling('Please cancel my policy. Your advice is welcome but I have decided.')).toBe(false);
  });
});

describe('claimHolds, a money claim held back by a condition or by a question whether to claim', () => {
  it.each([
    'My IRCTC payment of 2,340 failed but money got debited. Should I raise a dispute or wait for IRCTC to refund?',
    'ATM did not give cash but 5000 debited. Should I wait for the auto reversal or file a complaint?',
    '5000 kat gaye ATM se cash nahi mila. complaint karu ya wait karu?',
    'payment failed 1200 debited, wait karu ya dispute raise karu?',
    'Swiggy took 1499 twice on 8 Dec. Should I just wait?',
    'Big Bazaar card payment of 1250 failed but got debited. Do I need to raise a complaint or will it come back automatically?',
    'Charged twice at the pharmacy. should i report it or not?',
    'There is a payment of 8000 to XYZ Games that I never made. Please advise me whether I should dispute it.',
  ])('reads %j as undecided', (text) => {
    expect(claimHolds(text)).toEqual(['undecided']);
  });

  it.each([
    "Please reverse the 500 annual fee ONLY if it doesn't use my yearly waiver.",
    'reverse the late fee provided that my waiver is not used up',
    'fee wapas karo sirf agar waiver use nahi hota',
    "Misplaced my debit card at the mall. If I can't find it by tonight, block it.",
    'Card not found yet. If I do not get it back by evening please block the card',
    'please block my card if I still can not find it by tomorrow',
    'mera card kahin gir gaya, agar kal tak nahi mila to block kar dena',
    'मेरा कार्ड खो गया है, अगर कल तक नहीं मिला तो ब्लॉक कर देना',
  ])('reads %j as conditional', (text) => {
    expect(claimHolds(text)).toEqual(['conditional']);
  });

  it.each([
    'cant find my card since morning but maybe its at home in the other bag, let me check first and i will tell you, dont do anything now',
    'card nahi mil raha, abhi kuch mat karo, main dekh ke batata hoon',
  ])('reads %j, asked to do nothing yet, as undecided', (text) => {
    expect(claimHolds(text)).toEqual(['undecided']);
  });

  it.each([
    'I cannot find my card anywhere, please block it now',
    "don't do anything stupid, block my card now",
    'Someone used my card. Please block it. I will tell you if I see more',
    'If you can not refund it, block my card',
    '4200 debited for a payment I never made. If it does not get reversed by itself, refund it',
    'Somebody used my card for 4200, it was not me. Block the card. If the amount is not refunded, dispute it.',
    'My debit card was stolen on the bus. Block my card if I can\'t get to the branch today.',
    'Mera debit card chori ho gaya. Police wale bol rahe hain abhi kuch mat karo, par aap card band karo',
    'My debit card was stolen at Dadar! The police do not do anything, please help.',
    'the atm did not give me the cash. refund it',
    'mera card nahi mil raha, block kar do',
    'Someone used my card at Globalmart for 4200, not me. Block my card now. If I don\'t get the money back I will raise a complaint with RBI.',
    'Please refund. If I do not get it back by Friday, I will dispute it with the ombudsman.',
    'wapas karo. agar paise nahi aaye to phir complaint raise karunga',
    'Lost my debit card at Bandra station. Please block it in case it doesn\'t turn up, someone may use it',
    'My card was stolen on the train. Please block my card if I can\'t reach the branch in time, actually just block it now.',
  ])('holds no order for later in %j', (text) => {
    expect(claimHolds(text)).toEqual([]);
  });

  it.each([
    'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.',
    'ATM didn\'t dispense 3000, how long should I wait?',
    'Should I go to the ombudsman or will you refund my 5000?',
    'debited 5000 but only received 3000 from the ATM',
    "I have decided: refund the double charge. I don't want to wait.",
    'My friend asked: should he raise a dispute or wait?',
    'Refund my 2000 now. I have waited long enough, should I wait forever?',
    'I waited as long as I could, refund my money',
  ])('holds nothing back in %j', (text) => {
    expect(claimHolds(text)).toEqual([]);
  });
});

describe('asksToCancelNow, an order on a condition with its other way told', () => {
  it.each([
    "Cancel my health policy ONLY if I get the full 18,000 back, otherwise don't cancel it.",
    "Cancel my policy if the refund is above 10000, else don't cancel",
    'agar poora paisa mile tabhi band karo, warna mat karo',
  ])('reads %j as an order on terms, asked about before cancelling', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
    expect(cancellationConditions(text)).toContain('conditional');
  });

  it('still reads "otherwise don\'t cancel it" with no condition as no order', () => {
    expect(asksToCancelNow("I want to know the refund amount, otherwise don't cancel it")).toBe(false);
  });
});

describe('wishesToCancelUnclearly, whether to cancel asked of one\'s own cover', () => {
  it.each([
    'Should I cancel my health policy?',
    'should i cancel my health policy, is it worth it?',
    'I am thinking of cancelling my health policy. What would I get back?',
    'Is it a good idea to cancel my health policy now?',
  ])('reads %j as a wish to confirm with its figure, not an order', (text) => {
    expect(wishesToCancelUnclearly(text)).toBe(true);
    expect(asksToCancelNow(text)).toBe(false);
  });

  it.each([
    'How should I cancel my policy?',
    'Why should I cancel my policy? your agent keeps pushing me',
    'My friend is thinking of cancelling his policy, what would he get?',
    'I am not thinking of cancelling my policy, just want the premium receipt',
    'Should I cancel my auto debit mandate?',
    "considering cancelling my mother's health policy",
  ])('reads no wish of the customer\'s own in %j', (text) => {
    expect(wishesToCancelUnclearly(text)).toBe(false);
  });
});

describe('claimHolds, waiting weighed as the better course', () => {
  it('reads "or is it better to wait and see if it comes back by itself?" as undecided', () => {
    expect(claimHolds('The ATM thing from Tuesday, 2000 still not back. Should I raise a claim now or is it better to wait a few days?')).toEqual(['undecided']);
  });
});

describe('claimHolds, what a safety review found held wrongly or missed', () => {
  it.each([
    'I lost my debit card ending 7745 in the local train. Block it immediately. Should I file an FIR or just leave it?',
    'I lost my wallet. Please block my debit card ending 6621 right now. Also what do you advise to stay safe in future?',
    'HELP someone took 4200 from my card at Globalmart at 2am!!! what do you suggest??',
    'Swiggy took 1499 twice. Please refund. Do I need to visit the branch or wait for your call?',
    'Swiggy took 1499 twice. REFUND NOW. Or should I just wait forever like every time??',
    'Please block my debit card 6621, it\'s stolen. Do it only if it can be done right now, I\'m scared.',
    'I take cash only if I really need it. Yesterday the Adyar ATM didn\'t give 2000 but debited. Please refund.',
    'Please reverse the 500 minimum balance charge. Your rules say the fee applies only if balance is below 5000, and mine never was.',
    'My grandson told me the bank will refund only if I complain within a few days, so I am writing today itself. The ATM did not give 2000. Kindly refund the amount.',
  ])('holds nothing back when the claim is asked outright or the condition is about something else: %j', (text) => {
    expect(claimHolds(text)).toEqual([]);
  });

  it.each([
    'Refund the 500 minimum balance fee, provided it doesn\'t use my yearly waiver.',
    'Refund the 500 minimum balance fee as long as it doesn\'t use up my once-a-year waiver.',
    'Reverse the 500 minimum balance charge unless it uses my yearly waiver, in that case leave it.',
    'Reverse the 500 minimum balance fee only when it doesn\'t count as my annual waiver.',
    '500 minimum balance charge wapas karo lekin tabhi jab yearly waiver use na ho, warna rehne do.',
    'I have decided to write to you. Refund the 500 minimum balance fee only if it doesn\'t use my yearly waiver.',
    'About the 590 charge: waive it only if it is not counted as my one free waiver this year.',
    "I'd like the 500 minimum balance fee reversed, but only if it doesn't use my yearly waiver.",
  ])('reads the condition on the request in %j', (text) => {
    expect(claimHolds(text)).toContain('conditional');
  });

  it.each([
    'अडयार एटीएम से 2000 नहीं निकले पर पैसे कट गए। शिकायत करूं या इंतजार करूं?',
    'Globalmart charged 4200 at 2am that I never made. Is it worth raising a dispute?',
    'There is a 4200 Globalmart charge I don\'t recognise. Not sure whether to dispute it, my husband might have used it.',
    'Adyar ATM ne 2000 nahi diye par debit ho gaya. kya mujhe complaint karni chahiye?',
    'swiggy 1499 2 times cut. refund kro ya wait kru?',
    'atm 2000 not given, or shd i wait?',
    'My friend asked me to complain. The ATM kept 2000. Should I complain or wait?',
    'mera debit card 9034 nahi mil raha. block karu ya kal tak dhoondh lu?',
  ])('reads %j as undecided', (text) => {
    expect(claimHolds(text)).toEqual(['undecided']);
  });
});

describe('readsAsConsent, a yes that names what it agrees to, and waiting chosen', () => {
  it.each(['yes block it', 'yes pls', 'haan block karo', 'YES!!! block it fast', 'yes raise the complaint', 'yes do it', 'ok do that please'])('reads %j as yes', (text) => {
    expect(readsAsConsent(text)).toBe('yes');
  });

  it.each(['yes do I get the full amount', 'ok do you need anything else from me'])('reads %j, a question after the yes, as no yes', (text) => {
    expect(readsAsConsent(text)).toBeNull();
  });

  it.each(['ok I will wait then', 'theek hai wait kar leta hoon', 'let me wait a few days'])('reads %j as no', (text) => {
    expect(readsAsConsent(text)).toBe('no');
  });
});

describe('readsAsConsent, an acknowledgement is no yes', () => {
  it.each(['ok thanks', 'ok thank you', 'ji', 'जी', 'ok, noted'])('reads %j as no yes (asked again)', (text) => {
    expect(readsAsConsent(text)).toBeNull();
  });

  it.each(['yes please, thanks', 'ok go ahead, thanks', 'ji haan', 'जी हाँ'])('still reads %j as yes', (text) => {
    expect(readsAsConsent(text)).toBe('yes');
  });
});
