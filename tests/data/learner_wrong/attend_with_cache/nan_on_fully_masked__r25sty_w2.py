# MISTAKE: plain softmax without a guard: a query whose keys are all masked (e.g. a fully padded row) gets 0/0 = NaN instead of a zero output.
import numpy as np
from functools import reduce


def _compose(*fs):
    return reduce(lambda f, g: lambda a: g(f(a)), fs, lambda a: a)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new differ in t_new")
    K, V = (np.concatenate(p, axis=-2) for p in ((k_cache, k_new), (v_cache, v_new)))
    t = K.shape[-2]
    t_past = t - t_new
    allowed = np.arange(t)[None, :] <= (t_past + np.arange(t_new))[:, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != t:
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        allowed = allowed & kpm[:, None, None, :]
    scale = q_new.dtype.type(1.0 / np.sqrt(q_new.shape[-1]))
    pipeline = _compose(
        lambda q: (q @ np.swapaxes(K, -1, -2)) * scale,
        lambda s: np.where(allowed, s, -np.inf),
        lambda s: np.exp(s - s.max(axis=-1, keepdims=True)),
        lambda e: e / e.sum(axis=-1, keepdims=True),
        lambda w: w @ V,
    )
    return pipeline(q_new), K, V
