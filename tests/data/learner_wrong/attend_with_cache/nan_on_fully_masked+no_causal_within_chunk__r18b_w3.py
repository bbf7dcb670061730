# MISTAKE: TWO slips: (1) no causal mask inside a chunk -- every new query sees all new keys (only right when t_new == 1);
# (2) a query with no allowed key (all-padding) is not guarded: all scores -inf -> NaN output instead of zeros.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    B, H, Tq, D = q_new.shape
    Tk = K.shape[-2]
    out = np.zeros((B, H, Tq, V.shape[-1]), dtype=q_new.dtype)
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, bool)
        if key_padding_mask.shape[-1] != Tk:
            raise ValueError("mask length")
    for b in range(B):
        for h in range(H):
            s = q_new[b, h] @ K[b, h].T / np.sqrt(D)
            if key_padding_mask is not None:
                s[:, ~key_padding_mask[b]] = -np.inf
            s = s - s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p /= p.sum(axis=1, keepdims=True)
            out[b, h] = p @ V[b, h]
    return out, K, V
