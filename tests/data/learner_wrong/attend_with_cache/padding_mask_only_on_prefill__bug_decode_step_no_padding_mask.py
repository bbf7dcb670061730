# Bug report: https://github.com/OpenNMT/OpenNMT-py/pull/2532 (also ml-explore/mlx-lm#1906)
# The padding mask is applied on the prompt pass only; on single-token decode steps (t_new == 1) no
# mask is used at all, so a left-padded sentence keeps attending to its padding.
import math

import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("q_new and k_new differ in t_new")
    k_all = np.concatenate((k_cache, k_new), axis=-2)
    v_all = np.concatenate((v_cache, v_new), axis=-2)
    t_all = k_all.shape[-2]
    if key_padding_mask is not None and np.shape(key_padding_mask)[-1] != t_all:
        raise ValueError("bad key_padding_mask")
    scores = np.einsum("bhqd,bhkd->bhqk", q_new, k_all) / math.sqrt(q_new.shape[-1])
    if t_new > 1:  # BUG: the decode step (t_new == 1) skips masking entirely
        t_past = t_all - t_new
        i = np.arange(t_new)[:, None]
        j = np.arange(t_all)[None, :]
        allowed = j <= t_past + i
        if key_padding_mask is not None:
            allowed = allowed & np.asarray(key_padding_mask)[:, None, None, :]
        scores = np.where(allowed, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(scores - mx)
    tot = e.sum(-1, keepdims=True)
    w = e / np.where(tot == 0, 1, tot)
    return np.einsum("bhqk,bhkd->bhqd", w, v_all), k_all, v_all
