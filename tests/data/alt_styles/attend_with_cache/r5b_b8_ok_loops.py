import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, t_new, D = q_new.shape
    if k_new.shape[2] != t_new or v_new.shape[2] != t_new:
        raise ValueError("t_new differs between q_new, k_new and v_new")
    k_all = np.concatenate([k_cache, k_new], axis=2)
    v_all = np.concatenate([v_cache, v_new], axis=2)
    T = k_all.shape[2]
    t_past = T - t_new
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != T:
        raise ValueError("key_padding_mask must cover t_past + t_new positions")
    out = np.zeros((B, H, t_new, v_all.shape[-1]), dtype=q_new.dtype)
    for b in range(B):
        for h in range(H):
            for i in range(t_new):
                keep = np.arange(T) <= t_past + i
                if key_padding_mask is not None:
                    keep = keep & np.asarray(key_padding_mask[b], dtype=bool)
                if not keep.any():
                    continue  # no allowed key: zero output
                s = k_all[b, h, keep] @ q_new[b, h, i] / np.sqrt(D)
                w = np.exp(s - s.max())
                w /= w.sum()
                out[b, h, i] = w @ v_all[b, h, keep]
    return out, k_all, v_all
