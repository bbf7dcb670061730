# mistake: per-query loop with an additive float64 bias (np.where(..., 0.0, -np.inf)): float32 inputs come back float64 (otherwise right)
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("q_new and k_new disagree on t_new")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    B, H, T_new, D = q_new.shape
    T = K.shape[2]
    past = T - T_new
    if key_padding_mask is not None and np.shape(key_padding_mask) != (B, T):
        raise ValueError("padding mask length")
    out = np.zeros((B, H, T_new, V.shape[-1]))
    for i in range(T_new):
        bias = np.where(np.arange(T) <= past + i, 0.0, -np.inf)
        if key_padding_mask is not None:
            bias = bias + np.where(key_padding_mask, 0.0, -np.inf)[:, None, :]
        s = np.einsum("bhd,bhtd->bht", q_new[:, :, i], K) / np.sqrt(D) + bias
        mx = s.max(-1, keepdims=True)
        mx[~np.isfinite(mx)] = 0
        e = np.exp(s - mx)
        z = e.sum(-1, keepdims=True)
        w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        out[:, :, i] = np.einsum("bht,bhtd->bhd", w, V)
    return out, K, V
