# MISTAKE: the scores are divided by sqrt(d_v) (the value size, v_new.shape[-1]) instead of sqrt(head_dim), which is wrong whenever d_v != head_dim.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, Tn, D = q_new.shape
    if k_new.shape[-2] != Tn:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    Tp = k_cache.shape[-2]
    k_full = np.concatenate([k_cache, k_new], axis=-2)
    v_full = np.concatenate([v_cache, v_new], axis=-2)
    T = Tp + Tn

    mask = np.tril(np.ones((Tn, T), dtype=bool), k=Tp)
    mask = mask[None, None]
    if key_padding_mask is not None:
        pad = np.asarray(key_padding_mask).astype(bool)
        if pad.shape[-1] != T:
            raise ValueError("key_padding_mask must have t_past + t_new columns")
        mask = mask & pad[:, None, None, :]

    dv = v_new.shape[-1]
    scores = q_new @ k_full.swapaxes(-1, -2) / np.sqrt(dv)
    scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(mx == -np.inf, 0, mx)
    ex = np.exp(scores - mx)
    tot = ex.sum(-1, keepdims=True)
    weights = ex / np.where(tot == 0, 1, tot)
    out = (weights @ v_full).astype(q_new.dtype)
    return out, k_full, v_full
