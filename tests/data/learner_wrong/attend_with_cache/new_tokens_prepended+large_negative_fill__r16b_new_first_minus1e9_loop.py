# wrong: two mistakes - caches grown new-tokens-first (concatenate([k_new, k_cache])) so the returned caches and the causal index map are wrong, and masked scores are filled with -1e9 so a query whose keys are all padding gets the mean of the values instead of zero
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, tn, d = q_new.shape
    if k_new.shape[2] != tn:
        raise ValueError("t_new differs")
    tp = k_cache.shape[2]
    K = np.concatenate([k_new, k_cache], axis=2)
    V = np.concatenate([v_new, v_cache], axis=2)
    T = tp + tn
    if key_padding_mask is not None and key_padding_mask.shape != (B, T):
        raise ValueError("padding mask")
    out = np.zeros((B, H, tn, V.shape[-1]), dtype=q_new.dtype)
    for b in range(B):
        for h in range(H):
            s = q_new[b, h] @ K[b, h].T / np.sqrt(d)
            for i in range(tn):
                for j in range(T):
                    ok = j <= tp + i
                    if key_padding_mask is not None:
                        ok = ok and key_padding_mask[b, j]
                    if not ok:
                        s[i, j] = -1e9
            s = s - s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p /= p.sum(axis=1, keepdims=True)
            out[b, h] = p @ V[b, h]
    return out, K, V
