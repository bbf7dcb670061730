# URL: https://github.com/intro-llm/intro-llm.github.io/issues/34
# Bug: loop over even columns i with exponents 2*i/d_model for sin and 2*(i+1)/d_model for cos (i already is 2i: frequencies decay twice too fast, and cos uses the next pair's exponent).
import numpy as np
import math

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            pe[pos, i] = math.sin(pos / (10000 ** ((2 * i) / d_model)))
            pe[pos, i + 1] = math.cos(pos / (10000 ** ((2 * (i + 1)) / d_model)))
    return pe
