# MISTAKE: key_padding_mask is read with PyTorch's key_padding_mask meaning (True = padding) and inverted, so real tokens are hidden and padding is attended.
# MISTAKE: No safe softmax: a query whose allowed keys are all masked gets exp(-inf - (-inf)) = NaN instead of a zero output.
import math
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[2]
    if k_new.shape[2] != t_new:
        raise ValueError("t_new mismatch")
    k_all = np.concatenate((k_cache, k_new), axis=2)
    v_all = np.concatenate((v_cache, v_new), axis=2)
    t_past = k_cache.shape[2]
    t_tot = t_past + t_new
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) / math.sqrt(q_new.shape[-1])
    # bottom-right causal: query i sits at position t_past + i
    causal = np.arange(t_tot)[None, :] <= (t_past + np.arange(t_new))[:, None]
    scores = np.where(causal, scores, -np.inf)
    if key_padding_mask is not None:
        if key_padding_mask.shape[1] != t_tot:
            raise ValueError("padding mask has the wrong length")
        pad = key_padding_mask[:, None, None, :]
        scores = np.where(pad, -np.inf, scores)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v_all, k_all, v_all
