# MISTAKE: Scores are divided by head_dim instead of sqrt(head_dim).
# MISTAKE: No guard for rows with no allowed key (e.g. a left-padding query): -inf - max(-inf) gives NaN instead of a zero output.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    d = q_new.shape[-1]
    s = np.matmul(q_new, np.swapaxes(k, -1, -2)) / d
    rows = np.arange(t_new)[:, None] + t_past
    cols = np.arange(t_past + t_new)[None, :]
    mask = cols <= rows
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_past + t_new:
            raise ValueError("key_padding_mask must cover t_past + t_new")
        mask = mask & key_padding_mask[:, None, None, :]
    s = np.where(mask, s, -np.inf)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v, k, v
