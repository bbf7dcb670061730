# WRONG: two mistakes: scores scaled by 1/sqrt(d_v) (v's last size) instead of 1/sqrt(head_dim); and the softmax subtracts a -inf max on fully masked rows, giving NaN instead of a zero output.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_past, t_new = k_cache.shape[-2], q_new.shape[-2]
    T = t_past + t_new
    ok = np.arange(T)[None, :] - np.arange(t_new)[:, None] <= t_past
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("padding mask must cover t_past + t_new")
        ok = ok & key_padding_mask[:, None, None, :]
    scale = 1.0 / v.shape[-1] ** 0.5
    s = q_new @ k.swapaxes(-1, -2) * scale
    s = np.where(ok, s, -np.inf)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    return (p @ v).astype(q_new.dtype), k, v
