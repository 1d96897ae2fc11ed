import { describe, expect, it } from 'vitest';
import { hideNotification, notificationSlice, showNotification } from './notification-slice';

const reduce = notificationSlice.reducer;

describe('notification slice', () => {
  it('show sets the message and protocol id and makes it visible', () => {
    const state = reduce(undefined, showNotification({ message: 'Видео обработано', protocolId: 12 }));
    expect(state).toEqual({ message: 'Видео обработано', isVisible: true, protocolId: 12 });
  });

  it('hide makes it invisible and clears the protocol id', () => {
    const shown = reduce(undefined, showNotification({ message: 'Готово', protocolId: 3 }));
    expect(reduce(shown, hideNotification())).toEqual({ message: 'Готово', isVisible: false, protocolId: null });
  });

  it('a message without a protocol has no protocol id', () => {
    const shown = reduce(reduce(undefined, showNotification({ message: 'a', protocolId: 1 })), showNotification({ message: 'b' }));
    expect(shown.protocolId).toBeNull();
  });
});
