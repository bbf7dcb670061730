import numpy as np


def temperature_attention(q, k, v, temperature=1.0, mask=None):
    """Scaled dot-product attention whose softmax runs at a temperature.

    Args:
        q: float array (..., q_len, d_k), the queries.
        k: float array (..., k_len, d_k), the keys.
        v: float array (..., k_len, d_v), the values.
        temperature: a number > 0. The scores are divided by sqrt(d_k) * temperature.
            temperature <= 0 → raise ValueError.
        mask: None, or a bool array that broadcasts to (..., q_len, k_len); True = may attend.

    Returns:
        (output, weights): output (..., q_len, d_v) = weights @ v, and
        weights (..., q_len, k_len) = softmax(q @ kᵀ / (sqrt(d_k) * temperature)) over the keys.
        A query row with no allowed key gets all-zero weights and a zero output (never NaN).
        Same float dtype as q; the inputs are not modified.

    Example:
        >>> q = np.array([[1.0, 0.0]]); k = np.array([[1.0, 0.0], [0.0, 1.0]]); v = np.array([[1.0], [3.0]])
        >>> temperature_attention(q, k, v, temperature=0.5)[1]
        array([[0.80442968, 0.19557032]])

    Source: Vaswani et al. 2017, eq. 1; the temperature of Hinton et al. 2015, §2.
    """
    raise NotImplementedError
