# MISTAKE: The scores are scaled by 1/sqrt(d_v) (the last size of the values) instead of 1/sqrt(head_dim) of the queries/keys.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.shape(k_new)[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    t_past = t_total - t_new
    d_k = v_all.shape[-1]
    scores = np.matmul(q_new, np.swapaxes(k_all, -1, -2)) / np.sqrt(d_k)
    allowed = np.arange(t_total)[None, :] <= (t_past + np.arange(t_new)[:, None])
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed[None, None] & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    p = np.exp(scores - mx)
    denom = p.sum(axis=-1, keepdims=True)
    p = np.divide(p, denom, out=np.zeros_like(p), where=denom > 0)
    out = (p @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
