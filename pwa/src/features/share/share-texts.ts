// What the new-blog screen says while it turns something shared from another app into a draft.
export const OPENING_SHARE = 'making a draft of what you shared…';
export const SHARE_NOT_KEPT = 'what you shared could not be kept on this device; please share it again';
