import numpy as np


def residual_update(e, delta_e):
    """Add what attention gathered to the token's own vector: ``E' = E + ΔE``.

    Args:
        e: float ndarray ``(..., seq_len, d_model)`` (float64 or float32): the embeddings that went
            into the attention layer.
        delta_e: float ndarray of exactly the same shape: what attention computed for each token
            (the weighted sum of the values, after the output projection).

    Returns:
        ndarray of the same shape: ``e + delta_e``, token by token.

    Raises:
        ValueError: the shapes differ -- even if numpy could broadcast them (a ``(seq_len, 1)`` or
            ``(d_model,)`` update is a bug, not an update).

    Conventions:
        Return a new array; do not add into ``e`` in place (the caller may still need it). Keep the
        dtype of ``e``, the residual stream: a float32 ``e`` stays float32 even when ``delta_e`` is float64.

    Source: He et al. 2016 (residual connections); Vaswani et al. 2017, §3.1: "the output of each
    sub-layer is LayerNorm(x + Sublayer(x))" -- here the residual part, x + Sublayer(x).
    """
    raise NotImplementedError
