# MISTAKE: no causal mask is applied at all (only padding), so for a chunk with t_new > 1 the earlier new queries attend to later new tokens.
# MISTAKE: the softmax has no guard for rows whose keys are all padding, so such a query gives NaN (from -inf - (-inf)) instead of a zero output.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new must have the same number of new tokens")
    keys = np.concatenate((k_cache, k_new), axis=-2)
    values = np.concatenate((v_cache, v_new), axis=-2)
    scores = q_new @ keys.swapaxes(-1, -2) / math.sqrt(q_new.shape[-1])
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[-1] != keys.shape[-2]:
            raise ValueError("key_padding_mask has the wrong length")
        scores = np.where(key_padding_mask[:, None, None, :], scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ values, keys, values
