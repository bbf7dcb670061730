import numpy as np


def alibi_slopes(num_heads):
    """The ALiBi slope of every attention head.

    Args:
        num_heads: number of heads (int >= 1; otherwise ValueError).

    Returns:
        float64 array (num_heads,). For a power of two n: m_h = 2 ** (-8 * h / n), h = 1..n.
        Otherwise, with p the largest power of two below num_heads: the p slopes of p heads,
        followed by the first num_heads - p of every other slope of 2p heads ([0::2]).

    Example:
        >>> alibi_slopes(4)
        array([0.25      , 0.0625    , 0.015625  , 0.00390625])

    Source: Press, Smith & Lewis 2022, "Train Short, Test Long", §3 and the authors' code.
    """
    raise NotImplementedError
