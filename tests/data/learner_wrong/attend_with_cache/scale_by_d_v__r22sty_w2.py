# MISTAKE: the scores are scaled by 1/sqrt(d_v) (v_new.shape[-1]) instead of 1/sqrt(head_dim); wrong whenever the values have a different size from the keys.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new disagree on t_new")
    K = np.concatenate((k_cache, k_new), axis=-2)
    V = np.concatenate((v_cache, v_new), axis=-2)
    T = K.shape[-2]
    t_past = T - t_new
    d_v = V.shape[-1]
    scores = np.einsum("bhid,bhjd->bhij", q_new, K) / np.sqrt(d_v)
    i = np.arange(t_new)[:, None]
    j = np.arange(T)[None, :]
    allowed = (j <= t_past + i)[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != T:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max[~np.isfinite(row_max)] = 0.0
    p = np.exp(scores - row_max)
    denom = p.sum(-1, keepdims=True)
    p = np.where(denom > 0, p / np.where(denom > 0, denom, 1.0), 0.0)
    out = np.einsum("bhij,bhjd->bhid", p, V)
    return out.astype(q_new.dtype), K, V
