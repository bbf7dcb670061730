# MISTAKE: causal offset: new query i sees grown-cache key j iff j <= i (top-left aligned, the t_past offset forgotten), so with a non-empty cache the new tokens do not see the whole cache.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new differs")
    K = np.concatenate((k_cache, k_new), -2)
    V = np.concatenate((v_cache, v_new), -2)
    B, H, tn, d = q_new.shape
    T = K.shape[-2]
    if key_padding_mask is not None and np.shape(key_padding_mask) != (B, T):
        raise ValueError("bad mask")
    out = np.zeros((B, H, tn, V.shape[-1]), dtype=q_new.dtype)
    for b in range(B):
        for h in range(H):
            for i in range(tn):
                ok = [j for j in range(T) if j <= i and (key_padding_mask is None or key_padding_mask[b][j])]
                if not ok:
                    continue
                sc = np.array([q_new[b, h, i] @ K[b, h, j] for j in ok]) / np.sqrt(d)
                p = np.exp(sc - sc.max()); p /= p.sum()
                out[b, h, i] = sum(pj * V[b, h, j] for pj, j in zip(p, ok))
    return out, K, V
