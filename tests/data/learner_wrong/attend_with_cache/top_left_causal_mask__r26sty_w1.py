# MISTAKE: for a chunk (t_new > 1) the causal mask is the top-left np.tril of shape (t_new, t_past + t_new), so with a non-empty cache the new queries cannot see most cached keys and the newest query does not see every key.
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(s - m)
    den = e.sum(axis=-1, keepdims=True)
    return np.where(den > 0, e / np.where(den > 0, den, 1.0), 0.0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new disagree on t_new")
    keys = np.concatenate((k_cache, k_new), axis=-2)
    vals = np.concatenate((v_cache, v_new), axis=-2)
    t_new, total = q_new.shape[-2], keys.shape[-2]
    allow = np.ones((t_new, total), dtype=bool)
    if t_new > 1:
        allow = np.tril(allow)
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allow = allow & key_padding_mask[:, None, None, :]
    scores = q_new @ np.swapaxes(keys, -1, -2) / np.sqrt(q_new.shape[-1])
    scores = np.where(allow, scores, -np.inf)
    out = _safe_softmax(scores) @ vals
    return out.astype(q_new.dtype), keys, vals
