# SOURCE: https://github.com/rasbt/LLMs-from-scratch/pull/697
# MISTAKE: the causal mask is sliced from a precomputed square mask as mask[:t_new, :t_new] (num_tokens x num_tokens)
#          instead of rows t_past..t_past+t_new and all t_past+t_new key columns; it only happens to work for a fresh
#          prompt (t_past == 0) or one-token decoding, and breaks (shape (t_new, t_new) vs (t_new, t_past+t_new)) for a chunk.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    keys = np.concatenate([k_cache, k_new], axis=-2)
    values = np.concatenate([v_cache, v_new], axis=-2)
    num_tokens = q_new.shape[-2]
    num_keys = keys.shape[-2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != num_keys:
        raise ValueError("key_padding_mask must cover t_past + t_new keys")

    context_length = max(num_keys, num_tokens)
    full_mask = np.tril(np.ones((context_length, context_length), dtype=bool))
    mask_bool = full_mask[:num_tokens, :num_tokens]

    scores = q_new @ np.swapaxes(keys, -1, -2) / np.sqrt(q_new.shape[-1])
    allowed = np.broadcast_to(mask_bool, scores.shape[-2:])
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
    return (w @ values).astype(q_new.dtype), keys, values
