import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    # C-style: explicit loops over batch, head and query, preallocated output
    B, H, T_new, D = q_new.shape
    if k_new.shape[-2] != T_new or v_new.shape[-2] != T_new:
        raise ValueError("q_new and k_new/v_new disagree on t_new")
    T_past = k_cache.shape[-2]
    T = T_past + T_new
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[1] != T or kpm.shape[0] not in (1, B):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        kpm = np.broadcast_to(kpm, (B, T))
    else:
        kpm = np.ones((B, T), dtype=bool)
    Dv = V.shape[-1]
    out = np.zeros((B, H, T_new, Dv), dtype=q_new.dtype)
    scale = 1.0 / math.sqrt(D)
    for b in range(B):
        for h in range(H):
            for i in range(T_new):
                allowed = np.zeros(T, dtype=bool)
                for j in range(T):
                    allowed[j] = (j <= T_past + i) and kpm[b, j]
                if not allowed.any():
                    continue
                s = (K[b, h] @ q_new[b, h, i]).astype(np.float64) * scale
                s[~allowed] = -np.inf
                m = s[allowed].max()
                e = np.zeros(T)
                e[allowed] = np.exp(s[allowed] - m)
                w = e / e.sum()
                out[b, h, i] = w @ V[b, h].astype(np.float64)
    return out, K, V
