import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface NotificationState {
  message: string;
  isVisible: boolean;
  protocolId: number | null;
}

const initialState: NotificationState = { message: '', isVisible: false, protocolId: null };

export const notificationSlice = createSlice({
  name: 'notification',
  initialState,
  reducers: {
    showNotification(state, action: PayloadAction<{ message: string; protocolId?: number | null }>) {
      state.message = action.payload.message;
      state.protocolId = action.payload.protocolId ?? null;
      state.isVisible = true;
    },
    hideNotification(state) {
      state.isVisible = false;
      state.protocolId = null;
    },
  },
  selectors: {
    selectNotification: (state) => state,
  },
});

export const { showNotification, hideNotification } = notificationSlice.actions;
export const { selectNotification } = notificationSlice.selectors;
