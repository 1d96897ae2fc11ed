import type { CheckResetTokenRequest, ResetPasswordRequest, SendResetLinkRequest } from '@protocolist/contracts/auth';
import { sendJson, type Envelope } from '../../../shared/api';

/** Server acknowledgements carry their Russian text in `message`. */
export interface Acknowledgement {
  message: string;
}

const acknowledge = async (request: Promise<Envelope<unknown>>): Promise<Acknowledgement> => ({ message: (await request).message });

/**
 * The password-reset requests (seed §2/§8), sent without RTK Query: /change-password and the reset link load
 * neither it nor zod (issue 16). They need no session. Each throws the API error `sendJson` throws.
 */
export const passwordReset = {
  sendLink: (body: SendResetLinkRequest) =>
    acknowledge(sendJson<Envelope<unknown>>({ url: '/api/change-password/send-link', method: 'POST', body })),
  checkToken: (body: CheckResetTokenRequest) =>
    acknowledge(sendJson<Envelope<unknown>>({ url: '/api/change-password/check-token', method: 'POST', body })),
  reset: (body: ResetPasswordRequest) =>
    acknowledge(sendJson<Envelope<unknown>>({ url: '/api/change-password/reset', method: 'POST', body })),
};
