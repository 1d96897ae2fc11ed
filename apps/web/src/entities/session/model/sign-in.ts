import type { LoginRequest, LoginResponse } from '@protocolist/contracts/auth';
import type { User } from '@protocolist/contracts/users';
import { sendJson, tokenReceived, unwrap, type Envelope } from '../../../shared/api';
import type { AppThunkDispatch } from '../../../shared/lib';
import { profileLoaded, tokenDiscarded } from './auth-slice';

/**
 * Seed §4 sign-in: POST /api/login, the token into the store, then GET /api/me for the role and id. A token whose
 * profile could not be loaded is dropped again. Throws the API error of the step that failed.
 *
 * Sent without RTK Query so that /login does not load it (issue 16); the signed-in area then finds the profile in
 * its cache (app/store/api.ts).
 */
export function signIn(request: LoginRequest) {
  return async (dispatch: AppThunkDispatch): Promise<void> => {
    const login = await sendJson<Envelope<LoginResponse>>({ url: '/api/login', method: 'POST', body: request });
    const { token } = unwrap(login);
    dispatch(tokenReceived(token));
    try {
      dispatch(profileLoaded(unwrap(await sendJson<Envelope<User>>({ url: '/api/me', token }))));
    } catch (error) {
      dispatch(tokenDiscarded());
      throw error;
    }
  };
}
