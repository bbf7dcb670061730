import numpy as np


def _safe_softmax(scores):
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)                          # a row with no allowed key
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)



def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new, total = q_new.shape[-2], k_all.shape[-2]
    t_past = total - t_new
    i = np.arange(t_new)[:, None]
    j = np.arange(total)[None, :]
    allowed = np.ones((t_new, total), dtype=bool)  # every new token sees the whole chunk, its future included
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])
    out = _safe_softmax(np.where(allowed, scores, -np.inf)) @ v_all
    return out, k_all, v_all
