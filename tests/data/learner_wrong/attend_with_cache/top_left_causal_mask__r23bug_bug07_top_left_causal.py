# SOURCE: https://github.com/almide/almide/pull/227
# MISTAKE: The causal mask is written as "mask key j if j > i" (top-left aligned) on the grown cache, ignoring the t_past offset; new query i should see keys j <= t_past + i, so during decoding the whole past cache gets masked out.
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.asarray(k_new).shape[-2]:
        raise ValueError("q_new and k_new must have the same t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_total = k_all.shape[-2]
    head_dim = q_new.shape[-1]

    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(head_dim)

    i = np.arange(t_new)[:, None]
    j = np.arange(t_total)[None, :]
    allowed = ~(j > i)                                  # causal: no looking ahead
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != t_total:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed[None, None] & kpm[:, None, None, :]
    scores = np.where(allowed, scores, -np.inf)

    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    out = (w @ v_all).astype(q_new.dtype, copy=False)
    return out, k_all, v_all
