"""Correct: loops over batch, heads and new queries, keeping the allowed keys."""
import math
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new differs")
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    T, n = K.shape[2], q_new.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != T:
        raise ValueError("mask length")
    out = np.zeros(q_new.shape[:-1] + (V.shape[-1],), dtype=q_new.dtype)
    for b in range(q_new.shape[0]):
        for h in range(q_new.shape[1]):
            for i in range(n):
                keys = [j for j in range(T - n + i + 1)
                        if key_padding_mask is None or key_padding_mask[b, j]]
                if not keys:
                    continue
                s = K[b, h, keys] @ q_new[b, h, i] / math.sqrt(q_new.shape[-1])
                w = np.exp(s - s.max())
                out[b, h, i] = (w / w.sum()) @ V[b, h, keys]
    return out, K, V
