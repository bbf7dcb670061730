"""Case generators for attend_with_cache: a real decoding state, cut out of one full sequence.

Each generator draws the queries, keys and values of a whole sequence of ``total`` tokens and
splits it at ``t_past``: the first tokens are the cache, the next ``t_new`` are the new tokens.
Left-padded batches put the padding at the START of the shorter sequences, as batched generation
does, and pass a key padding mask for the whole grown sequence.
"""

import numpy as np


def _state(rng, batch, heads, t_past, t_new, head_dim, d_v=None, lengths=None, dtype="float64"):
    d_v = head_dim if d_v is None else d_v
    total = t_past + t_new
    q = rng.standard_normal((batch, heads, total, head_dim))
    k = rng.standard_normal((batch, heads, total, head_dim))
    v = rng.standard_normal((batch, heads, total, d_v))
    args = {
        "q_new": q[:, :, t_past:, :].astype(dtype),                # (b, h, t_new, hd): the newest tokens only
        "k_cache": k[:, :, :t_past, :].astype(dtype),              # (b, h, t_past, hd)
        "v_cache": v[:, :, :t_past, :].astype(dtype),              # (b, h, t_past, d_v)
        "k_new": k[:, :, t_past:, :].astype(dtype),                # (b, h, t_new, hd)
        "v_new": v[:, :, t_past:, :].astype(dtype),                # (b, h, t_new, d_v)
    }
    if lengths is not None:
        pos = np.arange(total)[None, :]
        args["key_padding_mask"] = pos >= (total - np.asarray(lengths))[:, None]  # (b, total): left padding
    return args


def decode_one_token(rng):
    return _state(rng, batch=2, heads=2, t_past=6, t_new=1, head_dim=4)


def decode_chunk_of_three(rng):
    return _state(rng, batch=2, heads=3, t_past=4, t_new=3, head_dim=4)


def prefill_empty_cache(rng):
    return _state(rng, batch=1, heads=2, t_past=0, t_new=5, head_dim=8)


def values_wider_than_keys(rng):
    return _state(rng, batch=1, heads=2, t_past=3, t_new=2, head_dim=4, d_v=6)


def left_padded_decode(rng):
    return _state(rng, batch=3, heads=2, t_past=6, t_new=1, head_dim=4, lengths=[7, 5, 2])


def left_padded_chunk(rng):
    return _state(rng, batch=2, heads=2, t_past=4, t_new=2, head_dim=4, lengths=[6, 3])


def left_padded_prefill(rng):
    return _state(rng, batch=2, heads=1, t_past=0, t_new=4, head_dim=4, lengths=[4, 2])


def float32_decode(rng):
    return _state(rng, batch=2, heads=2, t_past=5, t_new=1, head_dim=8, dtype="float32")


def long_cache_decode(rng):
    return _state(rng, batch=1, heads=4, t_past=40, t_new=1, head_dim=16, lengths=[33])
