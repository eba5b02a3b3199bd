// Short replies for conversation that opens no case: greetings, thanks, goodbyes, pleasantries, an "ok" with nothing
// asked, gibberish, in the customer's language (English, Hindi in Devanagari, romanised Hindi).
import type { SmallTalk } from '../../ports.js';

type Language = 'en' | 'hi' | 'hi-Latn';

const SMALL_TALK: Record<Language, Record<SmallTalk, string>> = {
  en: {
    greeting: 'Hello! How can I help you today? You can ask about your accounts, cards, policies or claims, or tell me what went wrong.',
    thanks: "You're welcome. Is there anything else I can help you with?",
    goodbye: 'Thank you for writing to us. Goodbye!',
    chitchat: "I'm the virtual assistant for your accounts, cards, policies and claims. How can I help you today?",
    withdrawn: 'Noted, thank you for letting us know: nothing more is needed from you. If there is anything else, just write to us.',
    acknowledged: 'Noted. Is there anything else I can help you with?',
  },
  hi: {
    greeting: 'नमस्ते! मैं आपकी क्या सहायता कर सकता हूँ? आप अपने खाते, कार्ड, पॉलिसी या क्लेम के बारे में पूछ सकते हैं।',
    thanks: 'आपका स्वागत है। क्या मैं और किसी चीज़ में आपकी सहायता कर सकता हूँ?',
    goodbye: 'हमें लिखने के लिए धन्यवाद। नमस्ते!',
    chitchat: 'मैं आपके खाते, कार्ड, पॉलिसी और क्लेम के लिए वर्चुअल सहायक हूँ। मैं आपकी क्या सहायता कर सकता हूँ?',
    withdrawn: 'ठीक है, बताने के लिए धन्यवाद: आपको और कुछ करने की ज़रूरत नहीं है। कोई और बात हो तो हमें लिखिए।',
    acknowledged: 'ठीक है। क्या मैं और किसी चीज़ में आपकी सहायता कर सकता हूँ?',
  },
  'hi-Latn': {
    greeting: 'Namaste! Main aapki kya madad kar sakta hoon? Aap apne account, card, policy ya claim ke baare mein pooch sakte hain.',
    thanks: 'Aapka swagat hai. Kya main aur kisi cheez mein madad kar sakta hoon?',
    goodbye: 'Humein likhne ke liye dhanyavaad. Namaste!',
    chitchat: 'Main aapke account, card, policy aur claim ke liye virtual sahayak hoon. Main aapki kya madad kar sakta hoon?',
    withdrawn: 'Theek hai, batane ke liye dhanyavaad: aapko aur kuch karne ki zaroorat nahi hai. Koi aur baat ho to humein likhiye.',
    acknowledged: 'Theek hai. Kya main aur kisi cheez mein madad kar sakta hoon?',
  },
};

const UNCLEAR: Record<Language, string> = {
  en: "Sorry, I couldn't understand that. Could you tell me in a few words what you need, for example \"the ATM took ₹2,000 but gave no cash\" or \"what is my balance\"?",
  hi: 'क्षमा करें, मैं समझ नहीं पाया। कृपया कुछ शब्दों में बताइए कि आपको क्या चाहिए, जैसे "एटीएम से ₹2,000 कटे पर कैश नहीं मिला"।',
  'hi-Latn': 'Maaf kijiye, main samajh nahi paaya. Kripya thode shabdon mein bataiye ki aapko kya chahiye, jaise "ATM se ₹2,000 kat gaye par cash nahi mila".',
};

function language(code: string): Language {
  return code === 'hi' || code === 'hi-Latn' ? code : 'en';
}

export function smallTalkReply(kind: SmallTalk, languageCode: string): string {
  return SMALL_TALK[language(languageCode)][kind];
}

export function unintelligibleReply(languageCode: string): string {
  return UNCLEAR[language(languageCode)];
}
