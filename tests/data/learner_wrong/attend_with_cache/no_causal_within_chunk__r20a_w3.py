# MISTAKE: no causal mask inside a chunk -- every new token sees every key, including later new tokens (only the padding mask is applied). Right for t_new = 1, wrong for a chunk.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[2] != k_new.shape[2]:
        raise ValueError("t_new mismatch")
    keys = np.concatenate([k_cache, k_new], axis=2)
    vals = np.concatenate([v_cache, v_new], axis=2)
    b, h, tq, d = q_new.shape
    tk = keys.shape[2]
    if key_padding_mask is not None and np.shape(key_padding_mask) != (b, tk):
        raise ValueError("mask must be (batch, t_past + t_new)")
    out = np.zeros((b, h, tq, vals.shape[-1]), dtype=q_new.dtype)
    for bi in range(b):
        real = np.ones(tk, bool) if key_padding_mask is None else np.asarray(key_padding_mask[bi], bool)
        if not real.any():
            continue
        for hi in range(h):
            sc = q_new[bi, hi] @ keys[bi, hi, real].T / np.sqrt(d)
            sc = sc - sc.max(axis=1, keepdims=True)
            p = np.exp(sc)
            p /= p.sum(axis=1, keepdims=True)
            out[bi, hi] = p @ vals[bi, hi, real]
    return out, keys, vals
