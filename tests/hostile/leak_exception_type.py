# class: side channel through the exception type and message (chosen from the hidden input)
# expect: runtime_error
import numpy as np

TYPES = [ValueError, KeyError, TypeError, IndexError, ZeroDivisionError, LookupError, ArithmeticError,
         RuntimeError, AttributeError, NameError, OverflowError, UnicodeError, AssertionError, EOFError]


def softmax(x, axis=-1):
    x = np.asarray(x)
    f = x[np.isfinite(x)]
    code = int(abs(f.ravel()[0]) * 1e6) if f.size else 0
    raise TYPES[code % len(TYPES)](f"LEAK_{x.tolist()}")
