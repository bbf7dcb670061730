import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    """The fixed sine/cosine position signal of "Attention Is All You Need".

    Args:
        seq_len: int >= 0, number of positions (0, 1, ..., seq_len - 1).
        d_model: even int >= 2, the embedding size.

    Returns:
        float64 ndarray ``(seq_len, d_model)``, INTERLEAVED layout (the paper's):
        ``PE[pos, 2i]   = sin(pos / 10000 ** (2i / d_model))``
        ``PE[pos, 2i+1] = cos(pos / 10000 ** (2i / d_model))``
        for ``i = 0 .. d_model/2 - 1``: even columns are sines, odd columns cosines, and columns
        ``2i`` and ``2i+1`` share one frequency. (NOT the "all sines, then all cosines" layout of
        some libraries.)

    Raises:
        ValueError: ``d_model`` is odd or < 2, or ``seq_len`` < 0.

    Source: Vaswani et al. 2017, §3.5, the two equations for PE(pos, 2i) and PE(pos, 2i+1).
    """
    raise NotImplementedError
