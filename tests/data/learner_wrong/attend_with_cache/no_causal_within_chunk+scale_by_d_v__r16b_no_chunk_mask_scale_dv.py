# wrong: two mistakes - no causal mask at all (assumes t_new == 1, so inside a chunk earlier new tokens see later ones) and scores scaled by 1/sqrt(d_v) (value width) instead of 1/sqrt(head_dim)
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new / k_new length mismatch")
    k = np.concatenate([k_cache, k_new], -2)
    v = np.concatenate([v_cache, v_new], -2)
    d_v = v.shape[-1]
    scores = q_new @ k.swapaxes(-1, -2) / np.sqrt(d_v).astype(q_new.dtype)
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != k.shape[-2]:
            raise ValueError("mask length")
        scores = np.where(key_padding_mask[:, None, None, :], scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    w = np.exp(scores - m)
    tot = w.sum(-1, keepdims=True)
    w = w / np.maximum(tot, np.finfo(w.dtype).tiny)
    return w @ v, k, v
