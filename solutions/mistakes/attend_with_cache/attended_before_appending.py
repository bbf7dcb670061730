import numpy as np


def _safe_softmax(scores):
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)                          # a row with no allowed key
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)



def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    # attends to the old cache only, and appends the new keys/values afterwards
    t_past = k_cache.shape[-2]
    allowed = np.ones((q_new.shape[-2], t_past), dtype=bool)
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :t_past]
    scores = q_new @ np.swapaxes(k_cache, -1, -2) / np.sqrt(q_new.shape[-1])
    out = _safe_softmax(np.where(allowed, scores, -np.inf)) @ v_cache
    return out, np.concatenate([k_cache, k_new], axis=-2), np.concatenate([v_cache, v_new], axis=-2)
