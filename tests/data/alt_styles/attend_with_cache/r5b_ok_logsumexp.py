import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new, v_new disagree on t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    T = K.shape[-2]
    t_past = T - t_new
    allowed = np.arange(T)[None, :] - np.arange(t_new)[:, None] <= t_past
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (K.shape[0], T):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        allowed = allowed & kpm[:, None, None, :]
    s = np.einsum("...qd,...kd->...qk", q_new, K) / np.sqrt(np.float64(q_new.shape[-1]))
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    safe_m = np.where(np.isfinite(m), m, 0.0)
    lse = safe_m + np.log(np.exp(s - safe_m).sum(axis=-1, keepdims=True))
    with np.errstate(invalid="ignore"):
        w = np.where(np.isfinite(lse), np.exp(s - np.where(np.isfinite(lse), lse, 0.0)), 0.0)
    return (w @ V).astype(q_new.dtype), K, V
