# Bug report: https://github.com/flashinfer-ai/flashinfer/issues/4267
# Decode step whose softmax max is floored at the finite sentinel -5e4 (math::inf = 5e4): a query whose
# scores all lie far below it (massive activations) silently gets a zero output on every decode step.
import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new / k_new: different t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    T = K.shape[-2]
    ok = np.arange(T)[None, :] <= np.arange(t_new)[:, None] + (T - t_new)
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError("key_padding_mask must cover t_past + t_new")
        ok = ok & key_padding_mask[:, None, None, :]
    s = np.where(ok, q_new @ np.swapaxes(K, -1, -2) / math.sqrt(q_new.shape[-1]), -np.inf)
    m = np.maximum(s.max(-1, keepdims=True), -5e4).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ V, K, V
