import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new and v_new must have the same t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_all = t_past + t_new
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.ndim != 2 or key_padding_mask.shape[-1] != t_all:
            raise ValueError(f"key_padding_mask must cover {t_all} keys, got {key_padding_mask.shape}")
    B, H, _, D = q_new.shape
    dt = q_new.dtype
    out = np.zeros((B, H, t_new, V.shape[-1]), dtype=dt)
    for b in range(B):
        for h in range(H):
            for i in range(t_new):
                ok = np.arange(t_all) <= t_past + i
                if key_padding_mask is not None:
                    ok &= key_padding_mask[b]
                if not ok.any():
                    continue
                s = K[b, h][ok] @ q_new[b, h, i] / np.sqrt(D)
                p = np.exp(s - s.max())
                p /= p.sum()
                out[b, h, i] = p @ V[b, h][ok]
    return out, K, V
