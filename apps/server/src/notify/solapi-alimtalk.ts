import { solapiSend, type SolapiKeys } from './solapi-sms.js';

export interface AlimtalkMessage {
  to: string;
  /** The approved template's id (the owner fills it in per event). */
  templateId: string;
  /** '#{name}' → value, exactly the template's variables. */
  variables: Record<string, string>;
}

/**
 * KakaoTalk 알림톡 through the same Solapi account and endpoint as SMS (message type ATA). Solapi's
 * own SMS fallback is switched off (disableSms): the shop falls back itself, so a fallback is
 * recorded, follows the member's channels and is never sent twice.
 */
export function createSolapiAlimtalk(keys: SolapiKeys & { pfId: string }, fetchFn: typeof fetch = globalThis.fetch) {
  return {
    send: (m: AlimtalkMessage): Promise<void> =>
      solapiSend(keys, { to: m.to, type: 'ATA', kakaoOptions: { pfId: keys.pfId, templateId: m.templateId, variables: m.variables, disableSms: true } }, fetchFn),
  };
}
