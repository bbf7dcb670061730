# MISTAKE: the causal test forgets the cache offset: new query i may see grown-cache key j only if
# j <= i (top-left), instead of j <= t_past + i, so with a non-empty cache it cannot see most keys.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    K = np.concatenate((k_cache, k_new), axis=-2)
    V = np.concatenate((v_cache, v_new), axis=-2)
    B, H, T, D = q_new.shape
    L = K.shape[-2]
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != L:
        raise ValueError("padding mask length")
    out = np.zeros((B, H, T, V.shape[-1]), dtype=q_new.dtype)
    for b in range(B):
        for h in range(H):
            for i in range(T):
                ok = [j <= i and (key_padding_mask is None or bool(key_padding_mask[b][j]))
                      for j in range(L)]
                sc = [float(q_new[b, h, i] @ K[b, h, j]) / math.sqrt(D) for j in range(L)]
                live = [s for s, a in zip(sc, ok) if a]
                if not live:
                    continue
                mx = max(live)
                w = [math.exp(s - mx) if a else 0.0 for s, a in zip(sc, ok)]
                z = sum(w)
                out[b, h, i] = sum((wj / z) * V[b, h, j] for j, wj in enumerate(w))
    return out, K, V
