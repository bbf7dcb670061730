# MISTAKE: the bottom-right causal mask is shifted by one (np.tri with k=t_past - 1, i.e. j < t_past + i), so each new query cannot see its own key; the newest token misses itself.
import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new disagree on t_new")
    t_past = k_cache.shape[-2]
    keys = np.concatenate((k_cache, k_new), axis=-2)
    vals = np.concatenate((v_cache, v_new), axis=-2)
    total = t_past + t_new

    # rows = new queries, columns = all keys; the new block sits in the bottom-right corner
    allowed = np.tri(t_new, total, k=t_past - 1, dtype=bool)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]

    scores = np.einsum('bhqd,bhkd->bhqk', q_new, keys) / np.sqrt(q_new.shape[-1])
    scores = np.where(allowed, scores, -np.inf)
    weights = _safe_softmax(scores)
    out = np.einsum('bhqk,bhkd->bhqd', weights, vals).astype(q_new.dtype)
    return out, keys, vals
