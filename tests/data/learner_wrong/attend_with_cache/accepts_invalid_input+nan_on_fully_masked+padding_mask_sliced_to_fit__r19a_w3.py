# MISTAKE: two slips: (1) the length of key_padding_mask is never checked (a mask shorter or longer than t_past + t_new is indexed/sliced silently instead of raising ValueError); (2) a query with no allowed key (all padding) gives NaN (plain softmax of an all -inf row) instead of a zero output.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    B, H, t_new, d = q_new.shape
    if k_new.shape[2] != t_new:
        raise ValueError("q_new / k_new lengths differ")
    t_past = k_cache.shape[2]
    k_all = np.concatenate([k_cache, k_new], axis=2)
    v_all = np.concatenate([v_cache, v_new], axis=2)
    T = t_past + t_new
    out = np.zeros((B, H, t_new, v_all.shape[-1]), dtype=q_new.dtype)
    for b in range(B):
        pad = None if key_padding_mask is None else np.asarray(key_padding_mask[b])[:T]
        for h in range(H):
            for i in range(t_new):
                s = k_all[b, h] @ q_new[b, h, i] / np.sqrt(d)
                s[t_past + i + 1:] = -np.inf
                if pad is not None:
                    s[:len(pad)][~pad] = -np.inf
                e = np.exp(s - s.max())
                p = e / e.sum()
                out[b, h, i] = p @ v_all[b, h]
    return out, k_all, v_all
