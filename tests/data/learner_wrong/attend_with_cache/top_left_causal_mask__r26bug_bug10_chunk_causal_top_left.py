# SOURCE: https://github.com/pytorch/executorch/pull/21749
# MISTAKE: For a multi-token step (t_new > 1) the causal mask is the ordinary top-left one over the grown cache (new query i sees keys j <= i), so a chunk after a non-empty cache hides most of the cached history; only the t_new == 1 case (no mask) is right.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new must have the same number of new tokens")

    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    total = k_all.shape[-2]

    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")

    # decode step: the newest token sees the whole cache -> no causal mask
    if t_new == 1:
        allowed = np.ones((1, total), dtype=bool)
    else:
        allowed = np.tril(np.ones((t_new, total), dtype=bool))

    allowed = np.broadcast_to(allowed, q_new.shape[:-2] + (t_new, total))
    if key_padding_mask is not None:
        allowed = allowed & key_padding_mask[:, None, None, :]

    head_dim = q_new.shape[-1]
    scores = np.einsum("bhid,bhjd->bhij", q_new, k_all) / np.sqrt(head_dim)
    scores = np.where(allowed, scores, -np.inf)

    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    p = np.exp(scores - m)
    denom = p.sum(axis=-1, keepdims=True)
    p = p / np.where(denom == 0, 1.0, denom)

    out = np.einsum("bhij,bhjd->bhid", p, v_all).astype(q_new.dtype)
    return out, k_all, v_all
