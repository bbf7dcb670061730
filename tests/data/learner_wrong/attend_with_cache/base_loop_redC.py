import numpy as np
def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new")
    K = np.concatenate((k_cache, k_new), axis=-2)
    V = np.concatenate((v_cache, v_new), axis=-2)
    B, H, tn, d = q_new.shape
    T = K.shape[-2]; tp = T - tn
    if key_padding_mask is not None and np.shape(key_padding_mask) != (B, T):
        raise ValueError("pad mask")
    out = np.zeros((B, H, tn, V.shape[-1]), dtype=q_new.dtype)
    for b in range(B):
        for h in range(H):
            for i in range(tn):
                ok = np.arange(T) <= tp + i
                if key_padding_mask is not None:
                    ok = ok & np.asarray(key_padding_mask[b], bool)
                if not ok.any():
                    continue
                s = K[b, h][ok] @ q_new[b, h, i] / np.sqrt(d)
                w = np.exp(s - s.max()); w /= w.sum()
                out[b, h, i] = w @ V[b, h][ok]
    return out, K, V
