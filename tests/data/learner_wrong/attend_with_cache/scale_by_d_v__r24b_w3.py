# MISTAKE: the scores are scaled by 1/sqrt(d_v) (the last size of the VALUES) instead of 1/sqrt(head_dim); wrong whenever d_v != head_dim.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch between q_new and k_new")
    k_cache = np.concatenate([k_cache, k_new], axis=-2)
    v_cache = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_cache.shape[-2]
    t_past = t_total - t_new
    d_v = v_cache.shape[-1]

    scores = np.matmul(q_new, np.swapaxes(k_cache, -1, -2)) / np.float64(d_v) ** 0.5
    scores = scores.astype(q_new.dtype)
    keep = np.arange(t_total)[None, :] <= np.arange(t_new)[:, None] + t_past
    if key_padding_mask is not None:
        if key_padding_mask.shape != (q_new.shape[0], t_total):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        keep = keep[None, None] & np.asarray(key_padding_mask, bool)[:, None, None, :]
    keep = np.broadcast_to(keep, scores.shape)

    scores = np.where(keep, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    p = np.where(keep, np.exp(scores - m), 0)
    l = p.sum(axis=-1, keepdims=True)
    p = np.divide(p, l, out=np.zeros_like(p), where=l > 0)
    return (p @ v_cache).astype(q_new.dtype), k_cache, v_cache
