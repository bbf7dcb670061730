import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    b, h, t_new, hd = q_new.shape
    if k_new.shape[2] != t_new or v_new.shape[2] != t_new:
        raise ValueError("q_new, k_new and v_new must have the same number of new tokens")
    t_past = k_cache.shape[2]
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    total = t_past + t_new
    if key_padding_mask is not None and np.shape(key_padding_mask) != (b, total):
        raise ValueError(f"key_padding_mask must be ({b}, {total})")
    out = np.zeros((b, h, t_new, V.shape[-1]), dtype=q_new.dtype)
    scale = 1.0 / np.sqrt(hd)
    for i in range(t_new):
        n = t_past + i + 1  # keys 0 .. t_past + i
        s = np.einsum("bhd,bhkd->bhk", q_new[:, :, i], K[:, :, :n]) * scale
        if key_padding_mask is not None:
            s = np.where(np.asarray(key_padding_mask, dtype=bool)[:, None, :n], s, -np.inf)
        for bi in range(b):
            for hi in range(h):
                row = s[bi, hi]
                if np.all(np.isneginf(row)):
                    continue
                e = np.exp(row - row.max())
                out[bi, hi, i] = (e / e.sum()) @ V[bi, hi, :n]
    return out, K, V
