# MISTAKE: Off-by-one in the causal test: key j is allowed only if j < t_past + i (strict), so every new query is blocked from its own key (and with t_past = 0 the first query sees nothing).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    k_cache = np.asarray(k_cache); v_cache = np.asarray(v_cache)
    k_new = np.asarray(k_new); v_new = np.asarray(v_new)
    B, H, t_new, d = q_new.shape
    if k_new.shape[2] != t_new:
        raise ValueError("q_new and k_new must have the same t_new")
    t_past = k_cache.shape[2]
    T = t_past + t_new
    d_v = v_new.shape[3]
    # preallocate the grown caches and copy into them
    k_all = np.empty((B, H, T, d), dtype=np.result_type(k_cache, k_new))
    v_all = np.empty((B, H, T, d_v), dtype=np.result_type(v_cache, v_new))
    k_all[:, :, :t_past] = k_cache
    k_all[:, :, t_past:] = k_new
    v_all[:, :, :t_past] = v_cache
    v_all[:, :, t_past:] = v_new
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape != (B, T):
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
    else:
        kpm = np.ones((B, T), dtype=bool)
    out = np.zeros((B, H, t_new, d_v), dtype=q_new.dtype)
    scale = 1.0 / np.sqrt(d)
    for b in range(B):
        for h in range(H):
            for i in range(t_new):
                allowed = np.zeros(T, dtype=bool)
                for j in range(T):
                    allowed[j] = kpm[b, j] and j < t_past + i
                if not allowed.any():
                    continue
                s = k_all[b, h] @ q_new[b, h, i] * scale
                s = s[allowed]
                s = np.exp(s - s.max())
                s = s / s.sum()
                out[b, h, i] = s @ v_all[b, h][allowed]
    return out, k_all, v_all
