"""Reference: attention for the newest tokens against a key/value cache.

At step t a decoder only needs the query of the new token(s); the keys and values of earlier
tokens never change (they only saw their own past), so they are cached and the new ones appended.
With t_past cached and t_new new tokens, the causal mask is bottom-right aligned: new query i
(global position t_past + i) sees keys j <= t_past + i. The single newest token therefore needs no
mask at all -- everything in the cache is its past. Left padding of shorter prompts stays in the
cache and is masked through key_padding_mask on every later step.
"""

import numpy as np

from .softmax import softmax


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    """Returns (output (b, h, t_new, d_v), grown k_cache (b, h, T, hd), grown v_cache (b, h, T, d_v))."""
    q_new, k_cache, v_cache, k_new, v_new = (np.asarray(a) for a in (q_new, k_cache, v_cache, k_new, v_new))
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError(f"q_new has {t_new} new tokens but k_new/v_new have {k_new.shape[-2]}/{v_new.shape[-2]}")
    k_all = np.concatenate([k_cache, k_new], axis=-2)             # (b, h, t_past, hd) + (b, h, t_new, hd) -> (b, h, T, hd)
    v_all = np.concatenate([v_cache, v_new], axis=-2)             # (b, h, T, d_v)
    total = k_all.shape[-2]
    t_past = total - t_new
    i = np.arange(t_new)[:, None]
    j = np.arange(total)[None, :]
    allowed = j <= i + t_past                                     # (t_new, T) bottom-right causal
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != total:
            raise ValueError(f"key_padding_mask must be (batch, {total}), got {kpm.shape}")
        allowed = allowed & kpm[:, None, None, :]                 # (b, T) -> (b, 1, 1, T) & (t_new, T) -> (b, 1, t_new, T)
    scores = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(q_new.shape[-1])  # (b, h, t_new, T)
    weights = softmax(np.where(allowed, scores, -np.inf), axis=-1)  # (b, h, t_new, T); a row with no allowed key -> 0
    output = weights @ v_all                                      # (b, h, t_new, T) @ (b, h, T, d_v) -> (b, h, t_new, d_v)
    return output.astype(q_new.dtype, copy=False), k_all, v_all
