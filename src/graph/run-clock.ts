// The request clock of a turn, rebuilt from the authenticated request in the state.
import type { Clock } from '../domain/calendar.js';
import type { ClaimStateValue } from './state.js';

/** The date rules judge a claim on: the day it was reported (see RequestInfo.reportedOn). */
export function reportDate(request: Pick<ClaimStateValue['request'], 'today' | 'reportedOn'>): string {
  return request.reportedOn ?? request.today;
}

export function clockOf(state: Pick<ClaimStateValue, 'request'>, timeZone = 'Asia/Kolkata'): Clock {
  return { now: new Date(state.request.now), today: state.request.today, timeZone };
}
