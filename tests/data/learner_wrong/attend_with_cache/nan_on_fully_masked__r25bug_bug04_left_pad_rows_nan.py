# SOURCE: https://github.com/huggingface/transformers/pull/25284
# MISTAKE: Left-padded query positions end up with every allowed key masked (causal & padding); the softmax has no guard for such fully masked rows, so -inf - (-inf) gives NaN weights/outputs instead of a zero output row.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_past = k_cache.shape[-2]
    t_new = q_new.shape[-2]
    t_total = t_past + t_new

    allowed = np.arange(t_total)[None, :] <= t_past + np.arange(t_new)[:, None]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & key_padding_mask[:, None, None, :]

    scale = 1.0 / np.sqrt(q_new.shape[-1])
    scores = (q_new @ np.swapaxes(k_all, -1, -2)) * scale
    scores = np.where(allowed, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    w = e / e.sum(axis=-1, keepdims=True)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all, v_all
